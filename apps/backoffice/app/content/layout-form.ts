/**
 * The layout screen's forms (decision 0074): each button posts one change of one list — move a component to a place,
 * take one out, put one back at the end — named by the list's slot. The action applies it to the list as the API
 * holds it now (not as the page showed it), and writes the whole list: the slot's components, or the `components`
 * attribute of the container the list is (the tabs, the header icons).
 */
import type { StaffLayoutList } from "../api/staff-api-types";

export type LayoutChange =
  | { intent: "move"; slotId: string; uid: string; to: number }
  | { intent: "remove"; slotId: string; uid: string }
  | { intent: "add"; slotId: string; uid: string };

/** The change a layout form posted; undefined for a form that is not one. */
export function layoutChangeOf(form: FormData): LayoutChange | undefined {
  const intent = form.get("intent");
  const slotId = String(form.get("slotId") ?? "");
  const uid = String(form.get("uid") ?? "");
  if (!slotId || !uid) return undefined;
  if (intent === "remove" || intent === "add") return { intent, slotId, uid };
  const to = String(form.get("to") ?? "");
  if (intent === "move" && /^\d{1,3}$/.test(to)) return { intent, slotId, uid, to: Number(to) };
  return undefined;
}

/**
 * The list's components after the change, or undefined when it changes nothing (a component no longer there, one
 * already put back, one this place cannot show).
 */
export function changedUids(list: StaffLayoutList, change: LayoutChange): string[] | undefined {
  const uids = list.components.map((component) => component.uid);
  const index = uids.indexOf(change.uid);
  if (change.intent === "add") {
    return index < 0 && list.available.some((component) => component.uid === change.uid)
      ? [...uids, change.uid]
      : undefined;
  }
  if (index < 0) return undefined;
  const rest = uids.filter((uid) => uid !== change.uid);
  if (change.intent === "remove") return rest;
  const to = Math.min(change.to, rest.length);
  if (to === index) return undefined;
  return [...rest.slice(0, to), change.uid, ...rest.slice(to)];
}

/** The staff API call that stores a list's new components. */
export function layoutWriteOf(list: StaffLayoutList, uids: string[]) {
  return list.containerUid
    ? {
        path: `/cms/components/${encodeURIComponent(list.containerUid)}`,
        method: "PATCH" as const,
        body: { properties: { components: uids.join(" ") } },
      }
    : {
        path: `/cms/slots/${encodeURIComponent(list.slotId)}/components`,
        method: "PUT" as const,
        body: { componentUids: uids },
      };
}

/**
 * A component's texts from its form (`properties.{attribute}.en|ar`): both empty removes the attribute (the shop's
 * own words show), an Arabic text needs its English one (shoppers of the English shop would see nothing else).
 */
export function componentTextsOf(form: FormData, attributes: readonly string[]) {
  const properties: Record<string, { en: string; ar: string } | null> = {};
  const missing: string[] = [];
  for (const attribute of attributes) {
    const en = String(form.get(`properties.${attribute}.en`) ?? "").trim();
    const ar = String(form.get(`properties.${attribute}.ar`) ?? "").trim();
    if (!en && ar) missing.push(`properties.${attribute}.en`);
    properties[attribute] = en || ar ? { en, ar } : null;
  }
  return { properties, missing };
}
