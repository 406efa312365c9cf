import type { ComponentType, LazyExoticComponent } from 'react';
import { createContext, useContext } from 'react';

type CardLookup = (areaKey: string) => LazyExoticComponent<ComponentType> | undefined;

/**
 * The landing page shows each feature's card without importing feature folders: the app, which
 * knows every manifest, provides the lookup.
 */
export const DashboardCardsContext = createContext<CardLookup>(() => undefined);

export const useDashboardCard = (areaKey: string) => useContext(DashboardCardsContext)(areaKey);
