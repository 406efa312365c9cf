// Planted breach: plumbing imports a feature, through a dynamic import.
export const mailer = () => import('../../features/beta/beta-queries');
