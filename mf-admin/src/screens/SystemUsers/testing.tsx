// The administration screens' test support lives in components/testSupport; these names stay for
// the tests that import them from here.
export { firstCall, ORG_ID, renderAdmin, signIn as signInAs } from '../../components/testSupport';
