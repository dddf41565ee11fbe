// The shell's 404 page is the shared one, the same the remotes show for their unknown paths.
export { NotFound } from 'shared-ui';
