import { expect, type Page } from '@playwright/test';

/** The widget's "Show earlier messages (N)" button, there while a long conversation has more. */
export const earlierButton = (page: Page) =>
  page.getByRole('button', { name: /^Show earlier messages/ });

/** How many earlier messages the widget has not rendered yet (0 without the button). */
export const hiddenEarlier = (page: Page) =>
  earlierButton(page).evaluateAll((buttons) =>
    Number(buttons[0]?.getAttribute('data-hidden') ?? 0),
  );

/**
 * Loads a long conversation's earlier messages, a window at a time, with the button. (Clicked in
 * the page: Playwright's click would scroll the button into view first, which near the top of
 * the list loads the window itself and can take the button away mid-click.)
 */
export async function showAllEarlier(page: Page): Promise<void> {
  for (let left = await hiddenEarlier(page); left > 0; left = await hiddenEarlier(page)) {
    await earlierButton(page).evaluateAll((buttons) => {
      for (const button of buttons) if (button instanceof HTMLElement) button.click();
    });
    await expect.poll(() => hiddenEarlier(page)).toBeLessThan(left);
  }
}
