// Planted breach: a feature imports the app that composes it.
import { routes } from '../../app/router';

export const deltaMenu = routes.length;
