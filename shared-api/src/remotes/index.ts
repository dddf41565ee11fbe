// The remote registry and the route ownership read from it, as the shell, the remotes and the
// server use them.
export { SHELL_PATHS, REMOTE_NAME_PATTERN, checkRegistry, pathPatternProblem } from './validate';
export type { RemoteDeclaration, RegistryCheck } from './validate';
export { patternMatches, examplePath } from './pattern';
export {
  REMOTES,
  REGISTRY_PROBLEMS,
  REMOTE_NAMES,
  isRemoteName,
  remoteNamed,
  containerOf,
} from './registered';
export type { RemoteName, RemoteEntry } from './registered';
export { ROUTE_TABLE, normalisePath, matchRoute, ownerOf } from './routeOwner';
export type { Owner, RouteRule, RouteMatch } from './routeOwner';
