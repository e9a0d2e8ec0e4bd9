export declare const root: string;
export declare function apiServerArgs(): string[];
export declare function seedDemoShopArgs(): string[];
export declare function paymentSandboxServerArgs(): string[];
/** PAYMENT_GATEWAY_URL / _MERCHANT_ID / _API_PASSWORD / _API_VERSION: the given values, else the sandbox's at gatewayUrl. */
export declare function paymentGatewayEnv(
  gatewayUrl: string,
  given?: Record<string, string | undefined>,
): Record<"PAYMENT_GATEWAY_URL" | "PAYMENT_MERCHANT_ID" | "PAYMENT_API_PASSWORD" | "PAYMENT_API_VERSION", string>;
export declare function storefrontServerArgs(): string[];
export declare const storefrontCwd: string;
/** SOCIAL_<P>_ISSUER / _CLIENT_ID / _CLIENT_SECRET pointing the storefront at the API's sandbox OIDC provider. */
export declare function sandboxSocialEnv(
  apiUrl: string,
  given?: Record<string, string | undefined>,
): Record<string, string>;
/** STOREFRONT_URL for the API: the given one, else http://localhost:<storefrontPort>. */
export declare function localStorefrontUrl(
  storefrontPort: string | number,
  given?: Record<string, string | undefined>,
): string;
/** PORT, NODE_ENV and, for the local shop, DEV_OUTBOX=1 and the sandbox social sign-in of the built storefront. */
export declare function localStorefrontEnv(
  storefrontPort: string | number,
  apiUrl: string,
  given?: Record<string, string | undefined>,
): Record<string, string>;
export declare const backofficeCwd: string;
export declare function backofficeServerArgs(): string[];
/** BACKOFFICE_URL for the API's staff e-mails: the given one, else http://localhost:<backofficePort>. */
export declare function localBackofficeUrl(
  backofficePort: string | number,
  given?: Record<string, string | undefined>,
): string;
/** BACKOFFICE_PORT and NODE_ENV of the built back office. */
export declare function localBackofficeEnv(
  backofficePort: string | number,
  given?: Record<string, string | undefined>,
): Record<string, string>;
