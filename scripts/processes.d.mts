export declare const root: string;
export declare function apiServerArgs(): string[];
export declare function storefrontServerArgs(): string[];
export declare const storefrontCwd: string;
/** SOCIAL_<P>_ISSUER / _CLIENT_ID / _CLIENT_SECRET pointing the storefront at the API's sandbox OIDC provider. */
export declare function sandboxSocialEnv(
  apiUrl: string,
  given?: Record<string, string | undefined>,
): Record<string, string>;
