/**
 * The saved-cart actions shared by the list and details pages and the cart page's 'save for later' dialog:
 * `intent` save | restore | delete | clone. Each ends in a redirect with a one-time notice; a form error, or
 * the API refusing (an empty cart cannot be saved, say), comes back as action data for the form to show.
 */
import { data, redirect } from "react-router";
import { requestArea } from "../area/area.server";
import { requireCustomer } from "../session/require-customer.server";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { sessionHeaders, type Session } from "../session/session.server";
import { savedCartsPath } from "./saved-cart-paths";
import { readSaveCartForm, SAVED_CART_NAME_MAX, type SavedCartActionData } from "./save-cart-form";
import { cloneSavedCart, deleteSavedCart, restoreSavedCart, saveCurrentCart } from "./saved-carts.server";
import { requireLanguage } from "../i18n/route-language";

async function done(session: Session, to: string, key: string) {
  session.set("notice", { tone: "success", key });
  return redirect(to, { headers: await sessionHeaders(session) });
}

export async function savedCartAction(request: Request, lang: string | undefined) {
  requireLanguage(lang);
  assertSameOrigin(request);
  const { session, accessToken } = await requireCustomer(request, lang);
  const context = { lang, area: requestArea(session), accessToken };
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const code = String(form.get("cartCode") ?? "");
  try {
    switch (intent) {
      case "save": {
        const { values, errors } = readSaveCartForm(form);
        if (Object.keys(errors).length > 0) return data<SavedCartActionData>({ intent, values, errors }, 400);
        await saveCurrentCart(context, "current", values);
        return await done(session, savedCartsPath(lang), "savedCarts.saved");
      }
      case "restore":
        await restoreSavedCart(code, context);
        return await done(session, `/${lang}/cart`, "savedCarts.restored");
      case "delete":
        await deleteSavedCart(code, context);
        return await done(session, savedCartsPath(lang), "savedCarts.deleted");
      case "clone": {
        const name = String(form.get("name") ?? "").trim();
        if (!name || name.length > SAVED_CART_NAME_MAX) {
          const error = name ? "savedCarts.nameTooLong" : "savedCarts.nameRequired";
          return data<SavedCartActionData>({ intent, values: { name, description: "" }, errors: { name: error } }, 400);
        }
        await cloneSavedCart(code, name, context);
        return await done(session, savedCartsPath(lang), "savedCarts.cloned");
      }
      default:
        return data<SavedCartActionData>({ intent, failure: "Unknown action" }, 400);
    }
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) {
      return data<SavedCartActionData>({ intent, failure: error.message }, 400);
    }
    throw error;
  }
}
