export declare function addressAllowList(entries: readonly string[]): { allows(ip: string | undefined): boolean };
export declare function allowEntries(value: string | undefined, fallback?: string): string[];
