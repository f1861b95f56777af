import { useEffect, useState } from 'react';
import { createWidgetSetup, type WidgetSetup } from './widget-setup';

/** One setup per mounted panel; its watches stop when the element leaves the page. */
export function useWidgetSetup(): WidgetSetup {
  const [setup] = useState(() => createWidgetSetup());
  useEffect(
    () => () => {
      if (setup.kind === 'ready') setup.services.chat.getState().dispose();
    },
    [setup],
  );
  return setup;
}
