import { describe, expect, it } from 'vitest';
import { callbackRequestText, parseCallbackRequestText } from './away-texts';

describe("the away form's callback request", () => {
  it('reads back the name and phone it was written with', () => {
    expect(parseCallbackRequestText(callbackRequestText('Sam Carter', '07700 900123'))).toEqual({
      name: 'Sam Carter',
      phone: '07700 900123',
    });
    // A name with full stops in it still splits at the phone.
    expect(parseCallbackRequestText(callbackRequestText('J. R. Hart', '+44 7700 900123'))).toEqual({
      name: 'J. R. Hart',
      phone: '+44 7700 900123',
    });
  });

  it('is null for any other message', () => {
    for (const text of [
      'Please call me back',
      'Please call me back. Name: . Phone: 0770.',
      'Hello. Please call me back. Name: Sam. Phone: 0770.',
      'Please call me back. Name: Sam.',
    ]) {
      expect(parseCallbackRequestText(text)).toBeNull();
    }
  });
});
