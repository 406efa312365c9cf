// Allowed: app/ composes features; a string that looks like an import is not one.
import { deltaPage } from '../features/delta/delta-page';

export const routes = [deltaPage, "import '../features/gamma/gamma-page'"];
