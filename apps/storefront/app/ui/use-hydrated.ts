import { useEffect, useState } from "react";

/** True once the page's scripts run: controls that only scripts can work appear then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
