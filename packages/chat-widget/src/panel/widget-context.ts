import { createContext, useContext } from 'react';
import type { WidgetServices } from './widget-setup';

export const WidgetContext = createContext<WidgetServices | null>(null);

/** This widget instance's stores (one per element, provided by ChatPanel). */
export function useWidget(): WidgetServices {
  const services = useContext(WidgetContext);
  if (!services) throw new Error('useWidget must be used inside the chat panel.');
  return services;
}
