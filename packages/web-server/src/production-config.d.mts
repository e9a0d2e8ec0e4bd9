export declare function storefrontProblems(env: NodeJS.ProcessEnv): string[];
export declare function backofficeProblems(env: NodeJS.ProcessEnv): string[];
export declare function productionCheck(
  env: NodeJS.ProcessEnv,
  appProblems?: (env: NodeJS.ProcessEnv) => string[],
): { refusals: string[]; warnings: string[] };
export declare function refuseUnsafeProduction(
  name: string,
  env: NodeJS.ProcessEnv,
  appProblems?: (env: NodeJS.ProcessEnv) => string[],
): void;
