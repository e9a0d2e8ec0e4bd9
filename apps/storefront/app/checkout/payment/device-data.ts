/**
 * The browser's device data sent with payer authentication (checkout spec §7.3): a JSON text with the spec's
 * values. Only the browser's name is read from the browser; the rest are the spec's fixed values.
 */
import { FIXED_DEVICE_DATA } from "@dukkan/occ/constants";

export type DeviceData = { browserName: string } & typeof FIXED_DEVICE_DATA;

/** The browser family a user-agent string names (order matters: Edge and Opera also say Chrome). */
export function browserNameOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return "Edge";
  if (/OPR\/|Opera/.test(userAgent)) return "Opera";
  if (/Firefox\//.test(userAgent)) return "Firefox";
  if (/Chrome\/|Chromium\//.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent)) return "Safari";
  return "Unknown";
}

export function deviceData(userAgent: string): DeviceData {
  return { browserName: browserNameOf(userAgent), ...FIXED_DEVICE_DATA };
}

/** The `device.data` text of auth/process. */
export function deviceDataText(userAgent: string): string {
  return JSON.stringify(deviceData(userAgent));
}
