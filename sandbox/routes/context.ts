import type { SandboxConfig } from "../config";
import type { SandboxState } from "../control-state";
import type { UserDirectory } from "../data/users";
import type { TokenRegistry } from "../token-registry";

export type SandboxContext = {
  config: SandboxConfig;
  state: SandboxState;
  tokens: TokenRegistry;
  users: UserDirectory;
  now: () => number;
};
