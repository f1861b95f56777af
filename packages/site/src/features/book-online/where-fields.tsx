import forms from '../../components/forms/forms.module.css';
import { BOOK_ONLINE_TEXTS as T } from '../../content/book-online';
import { styles } from './book-online-styles';

/** Step 2: the postcode for work at home (told at once when it is outside the area). */
export function WhereFields({
  mobile,
  postcode,
  outside,
  problem,
  onPostcode,
}: {
  mobile: boolean;
  postcode: string;
  /** The area's words for a postcode outside it, as soon as it is typed. */
  outside: string | undefined;
  problem: string | undefined;
  onPostcode: (postcode: string) => void;
}) {
  if (!mobile) return <p className={styles.hint}>{T.workshop}</p>;
  return (
    <div className={forms.field}>
      <label htmlFor="book-postcode">{T.postcode}</label>
      <input
        id="book-postcode"
        name="postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        placeholder="e.g. BH23 1AA"
        value={postcode}
        aria-invalid={problem || outside ? true : undefined}
        aria-describedby="book-postcode-note"
        onChange={(event) => onPostcode(event.target.value)}
      />
      <p id="book-postcode-note" className={outside || problem ? styles.problem : styles.hint}>
        {outside ?? problem ?? T.postcodeHint}
      </p>
    </div>
  );
}
