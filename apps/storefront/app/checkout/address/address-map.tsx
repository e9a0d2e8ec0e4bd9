/**
 * The checkout's map (checkout spec §2.7, §2.8, §9 Map) drawn with Leaflet: 320px high, opening on the view it is
 * given (the form gives the chosen area's centre at street level) or else on the UAE at zoom 6, and greyscale
 * until a location is picked; a click places the pin and zooms to 15. Its zoom is written on the container
 * (`data-zoom`). Leaflet loads in the browser
 * only (it needs `window`); the tiles come from MAP_TILE_URL. When no tile loads (offline, blocked) the map is
 * still a clickable surface, and the coordinates it picks are shown in the form's read-only inputs.
 * The store finder shows its stores on the same map (`markers`, each with its name as the pin's tooltip; the view
 * fits them all).
 */
import "leaflet/dist/leaflet.css";
import type * as Leaflet from "leaflet";
import { useEffect, useEffectEvent, useRef } from "react";
import type { MapTiles } from "./map-tiles";

export type LatLng = { latitude: number; longitude: number };
export type MapFocus = LatLng & { zoom: number };
/** A labelled pin (a store): several may be shown at once. */
export type MapMarker = LatLng & { label: string };

/** Spec §9: default centre and zoom (when the area's centre is unknown), and the zoom after a pick. */
export const DEFAULT_CENTRE: MapFocus = { latitude: 25.258, longitude: 55.323, zoom: 6 };
export const PICKED_ZOOM = 15;
/** Street level: where the map opens on the shopper's area, so the first click can already be their street. */
export const AREA_ZOOM = 15;

const PIN_HTML =
  '<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#b91c1c"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

type Props = {
  tiles: MapTiles;
  label: string;
  pin?: LatLng | undefined;
  /** Where to look when there is no pin yet (the area's centre, a geocoded typed address); changes move the view. */
  focus?: MapFocus | undefined;
  /** Absent: a read-only map (the pick-up store). */
  onPick?: ((point: LatLng) => void) | undefined;
  /** Spec §2.7: greyscale until a location is picked. */
  greyscale?: boolean;
  /** Labelled pins shown besides the picked one; the view fits them when there is no pin. */
  markers?: readonly MapMarker[] | undefined;
  testId?: string;
};

/**
 * The map's own moves (to a pin, the stores, the chosen area) jump instead of animating: Leaflet throws
 * "_leaflet_pos" from an animation's end when the map was removed meanwhile (the shopper opened a store at once).
 */
const NO_ANIMATION = { animate: false } as const;

export function AddressMap({
  tiles,
  label,
  pin,
  focus,
  onPick,
  greyscale = false,
  markers,
  testId = "address-map",
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const marker = useRef<Leaflet.Marker | null>(null);
  const markerLayer = useRef<Leaflet.LayerGroup | null>(null);
  const leaflet = useRef<typeof Leaflet | null>(null);
  // The map is built once per tile source: its click handler and first view read the latest props.
  const pickPoint = useEffectEvent((point: LatLng) => onPick?.(point));
  const currentPin = useEffectEvent(() => pin);
  const currentFocus = useEffectEvent(() => focus);
  const showMarkers = useEffectEvent(() => {
    const L = leaflet.current;
    const instance = map.current;
    if (!L || !instance) return;
    markerLayer.current?.remove();
    markerLayer.current = null;
    if (!markers || markers.length === 0) return;
    const layer = L.layerGroup(
      markers.map((point) =>
        L.marker([point.latitude, point.longitude], {
          icon: L.divIcon({ html: PIN_HTML, className: "", iconSize: [28, 42], iconAnchor: [14, 42] }),
          keyboard: false,
          title: point.label,
          alt: point.label,
        }),
      ),
    ).addTo(instance);
    markerLayer.current = layer;
    if (pin) return;
    if (markers.length === 1)
      instance.setView([markers[0]!.latitude, markers[0]!.longitude], PICKED_ZOOM, NO_ANIMATION);
    else
      instance.fitBounds(L.latLngBounds(markers.map((point) => [point.latitude, point.longitude])), {
        padding: [32, 32],
        ...NO_ANIMATION,
      });
  });

  useEffect(() => {
    let cancelled = false;
    void import("leaflet").then((module) => {
      const L = (module as unknown as { default?: typeof Leaflet }).default ?? (module as unknown as typeof Leaflet);
      if (cancelled || !container.current) return;
      leaflet.current = L;
      const startPin = currentPin();
      const start = startPin ? { ...startPin, zoom: PICKED_ZOOM } : (currentFocus() ?? DEFAULT_CENTRE);
      const instance = L.map(container.current, { zoomControl: true, attributionControl: true });
      const element = container.current;
      instance.on("zoomend", () => (element.dataset.zoom = String(instance.getZoom())));
      instance.setView([start.latitude, start.longitude], start.zoom);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(instance);
      instance.on("click", (event: Leaflet.LeafletMouseEvent) => {
        pickPoint({ latitude: event.latlng.lat, longitude: event.latlng.lng });
      });
      map.current = instance;
      syncMarker(L, instance, marker, currentPin());
      showMarkers();
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
      markerLayer.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  const showPin = useEffectEvent(() => {
    const L = leaflet.current;
    const instance = map.current;
    if (!L || !instance) return;
    syncMarker(L, instance, marker, pin);
    if (pin) instance.setView([pin.latitude, pin.longitude], PICKED_ZOOM, NO_ANIMATION);
  });
  // Keyed by the coordinates: a new object for the same point is no move.
  useEffect(() => showPin(), [pin?.latitude, pin?.longitude]);

  // Keyed by the points: a new array of the same stores is no change.
  const markersKey = (markers ?? []).map((point) => `${point.latitude},${point.longitude}`).join(";");
  useEffect(() => showMarkers(), [markersKey]);

  const showFocus = useEffectEvent(() => {
    if (!focus || pin || !map.current) return;
    map.current.setView([focus.latitude, focus.longitude], focus.zoom, NO_ANIMATION);
  });
  useEffect(() => showFocus(), [focus?.latitude, focus?.longitude, focus?.zoom]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={label}
      data-testid={testId}
      data-pinned={pin ? "true" : "false"}
      className={`relative z-0 h-[320px] w-full overflow-hidden rounded-xl border border-ink-200 bg-ink-100 ${
        greyscale ? "[&_.leaflet-tile-pane]:grayscale" : ""
      } ${onPick ? "cursor-crosshair" : ""}`}
    />
  );
}

function syncMarker(
  L: typeof Leaflet,
  instance: Leaflet.Map,
  marker: { current: Leaflet.Marker | null },
  pin: LatLng | undefined,
): void {
  if (!pin) {
    marker.current?.remove();
    marker.current = null;
    return;
  }
  const position: Leaflet.LatLngExpression = [pin.latitude, pin.longitude];
  if (marker.current) {
    marker.current.setLatLng(position);
    return;
  }
  const icon = L.divIcon({ html: PIN_HTML, className: "", iconSize: [28, 42], iconAnchor: [14, 42] });
  marker.current = L.marker(position, { icon, keyboard: false, interactive: false }).addTo(instance);
}
