// The account area's public face: its dashboard, which the phone site's "Me" page shows.
export { DashboardPage } from './components/dashboard-page';
