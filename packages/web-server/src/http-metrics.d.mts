import type { RouteObject } from "react-router";

export type RouteManifestEntry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};
export declare function routeTree(manifest: Record<string, RouteManifestEntry>): RouteObject[];
export declare function routeLabel(tree: RouteObject[], pathname: string): string;
export declare function rememberingRouteLabel(tree: RouteObject[]): (pathname: string) => string;
