import css from './book-online.css?inline';

/**
 * The booking pages' styles, which their page renders as its own `<style>` (the site's one
 * stylesheet is inlined by every page: these would cost the home page 0.7 kB for nothing).
 */
export const BOOK_ONLINE_CSS = css;

/** The class names book-online.css defines. */
export const styles = {
  actions: 'bo-actions',
  aside: 'bo-aside',
  chip: 'bo-chip',
  choice: 'bo-choice',
  choiceName: 'bo-choice-name',
  choiceNote: 'bo-choice-note',
  choicePrice: 'bo-choice-price',
  choices: 'bo-choices',
  days: 'bo-days',
  form: 'bo-form',
  hint: 'bo-hint',
  layout: 'bo-layout',
  photo: 'bo-photo',
  photoImage: 'bo-photo-image',
  photoProgress: 'bo-photo-progress',
  photoRemove: 'bo-photo-remove',
  photos: 'bo-photos',
  length: 'bo-length',
  linkButton: 'bo-link-button',
  problem: 'bo-problem',
  quoteItems: 'bo-quote-items',
  quoteTitle: 'bo-quote-title',
  result: 'bo-result',
  slots: 'bo-slots',
  step: 'bo-step',
  stepTitle: 'bo-step-title',
  times: 'bo-times',
  total: 'bo-total',
} as const;
