// The router pieces the portal shares as its `react-router-dom` singleton (see README "Router").
// Module Federation cannot tree-shake a shared package, so sharing react-router-dom itself ships all
// of React Router (data routers, SSR, RSC, cookies, forms) to every visitor. This module names only
// the declarative-mode API, so webpack drops the rest; `routerGuard.js` fails a build that imports
// anything else from 'react-router-dom'. Add an export here (and to ROUTER_EXPORTS) to use it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router';
