export declare const root: string;
export declare function apiServerArgs(): string[];
export declare function storefrontServerArgs(): string[];
export declare const storefrontCwd: string;
