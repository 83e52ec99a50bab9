/** Load lazily: `lazy(() => import('features/admin'))` keeps the admin code out of the dashboard chunk. */
export { AdminPanel, AdminPanel as default } from './components/admin-panel';
