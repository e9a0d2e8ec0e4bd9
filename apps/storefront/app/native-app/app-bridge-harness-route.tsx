/**
 * /{lang}/dev/app-bridge: plays the shop app's side of the native app bridge (decision 0062) around a shop page in
 * a frame, the way the app's web view holds it: it lists what the page asks of the app (getUserToken, logout) and
 * sends the app's messages (sendUserToken, updatedTokens, sendDeviceToken, redirection) into the page. For
 * developers and browser tests; a 404 in production like the outbox, unless opted in with DEV_OUTBOX=1 (the local
 * shop) or DEV_APP_BRIDGE=1 (the browser tests' production build).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data } from "react-router";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import type { Route } from "./+types/app-bridge-harness-route";
import { isOutboxEnabled } from "../dev/outbox.server";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { useLanguage } from "../i18n/use-language";
import { ownShopPath, type AppMessageType } from "./app-bridge-messages";

function isHarnessEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return isOutboxEnabled(env) || env.DEV_APP_BRIDGE === "1";
}

export function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  if (!isHarnessEnabled()) throw data(null, { status: 404 });
  const { t } = i18nFor(params.lang);
  // The page in the frame: ?page=/en/… (a path of this shop), the home page otherwise.
  const requested = new URL(request.url).searchParams.get("page") ?? "";
  const origin = new URL(request.url).origin;
  return {
    page: ownShopPath(requested, origin) ?? `/${params.lang}/`,
    title: `${t("appBridgeHarness.title")} | ${t("common.siteName")}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];

const SENDS: { type: AppMessageType; label: string }[] = [
  { type: "sendUserToken", label: "appBridgeHarness.sendUserToken" },
  { type: "updatedTokens", label: "appBridgeHarness.updatedTokens" },
  { type: "sendDeviceToken", label: "appBridgeHarness.sendDeviceToken" },
  { type: "redirection", label: "appBridgeHarness.redirectionButton" },
];

export default function AppBridgeHarness({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const frame = useRef<HTMLIFrameElement>(null);
  const [received, setReceived] = useState<string[]>([]);
  const [userUid, setUserUid] = useState("");

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      setReceived((list) => [...list, JSON.stringify(event.data)]);
      const uid = (event.data as { userUid?: unknown } | null)?.userUid;
      if (typeof uid === "string") setUserUid(uid);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    const type = submitter?.value as AppMessageType;
    const message =
      type === "redirection"
        ? { type, redirection: value("redirection") }
        : {
            type,
            deviceId: value("deviceId"),
            userUid: value("userUid"),
            ...(type === "sendDeviceToken" ? {} : { token: value("token") }),
          };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("appBridgeHarness.title")}</h1>
      <p className="mt-2 text-ink-600">{t("appBridgeHarness.intro")}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-6">
          {hydrated ? (
            <form onSubmit={send} className="space-y-4">
              <TextField
                label={t("appBridgeHarness.deviceId")}
                name="deviceId"
                defaultValue="harness-device"
                dir="ltr"
              />
              <TextField label={t("appBridgeHarness.token")} name="token" defaultValue="harness-push-token" dir="ltr" />
              <TextField
                label={t("appBridgeHarness.userUid")}
                name="userUid"
                value={userUid}
                onChange={(event) => setUserUid(event.target.value)}
                dir="ltr"
              />
              <TextField
                label={t("appBridgeHarness.redirection")}
                name="redirection"
                defaultValue={`/${language}/cart`}
                dir="ltr"
              />
              <div className="flex flex-wrap gap-2">
                {SENDS.map((item) => (
                  <Button key={item.type} type="submit" name="type" value={item.type} variant="secondary" size="sm">
                    {t(item.label)}
                  </Button>
                ))}
              </div>
            </form>
          ) : null}
          <section aria-labelledby="bridge-received">
            <h2 id="bridge-received" className="font-semibold text-ink-900">
              {t("appBridgeHarness.received")}
            </h2>
            <ol className="mt-2 space-y-1 font-mono text-sm" dir="ltr" data-testid="bridge-received">
              {received.map((message, index) => (
                <li key={index} className="break-all rounded bg-ink-50 px-2 py-1">
                  {message}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <iframe
          ref={frame}
          src={loaderData.page}
          title={t("appBridgeHarness.shop")}
          className="h-[80dvh] w-full rounded-2xl border border-ink-200"
        />
      </div>
    </div>
  );
}
