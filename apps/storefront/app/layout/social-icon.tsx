import type { SocialNetwork } from "./social-networks";

/** Line icons for the social links (24 px grid, drawn with currentColor). */
const PATHS: Record<SocialNetwork | "link", string[]> = {
  facebook: ["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"],
  instagram: [
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z",
    "M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4z",
    "M17.5 6.5h.01",
  ],
  x: ["M4 4l11.7 16H20L8.3 4z", "M4 20l6.8-7.4", "M13.2 11.4L20 4"],
  linkedin: [
    "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z",
    "M2 9h4v12H2z",
    "M4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z",
  ],
  youtube: [
    "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 50 50 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 50 50 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
    "M10 15l5-3-5-3z",
  ],
  tiktok: ["M9 12a4 4 0 1 0 4 4V3c.6 2.9 2.6 5 5.5 5.3"],
  snapchat: [
    "M12 3c-3 0-5 2.2-5 5v2.5l-1.8.6c-.5.2-.5.8 0 1l1.6.7c-.6 1.6-1.7 2.8-3.3 3.4.4.8 1.6 1 2.6 1.1.2.6.3 1.2.9 1.2.8 0 1.6-.4 2.6-.1 1 .3 1.6 1.6 2.4 1.6s1.4-1.3 2.4-1.6c1-.3 1.8.1 2.6.1.6 0 .7-.6.9-1.2 1-.1 2.2-.3 2.6-1.1-1.6-.6-2.7-1.8-3.3-3.4l1.6-.7c.5-.2.5-.8 0-1l-1.8-.6V8c0-2.8-2-5-5-5z",
  ],
  whatsapp: [
    "M3 21l1.7-4.5A9 9 0 1 1 8 20z",
    "M9 8.5c0 3.6 2.9 6.5 6.5 6.5l1-1.6-2-1-1 .9a4 4 0 0 1-2.3-2.3l.9-1-1-2z",
  ],
  pinterest: [
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20z",
    "M10.5 20l1.6-7",
    "M9.6 13.2C8.5 10 10.4 7.5 13 7.5c2.4 0 3.8 1.7 3.8 3.8 0 2.6-1.4 4.6-3.4 4.6-1.1 0-1.7-.8-1.5-1.8",
  ],
  telegram: ["M22 2L15 22l-4-9-9-4z", "M22 2L11 13"],
  link: ["M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7", "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"],
};

export function SocialIcon({ network }: { network: SocialNetwork | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[network ?? "link"].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
