// Signing in and out, as other features use it.
export { useLogout } from './hooks/use-logout';
