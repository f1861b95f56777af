// @ts-check
// The vehicle sizes a service is priced for (BOOKING.md 1): booking's structure, a module of its
// own so that only the pages that book load it.

/** Smallest first. */
export const VEHICLE_SIZES = /** @type {const} */ (['small', 'medium', 'large', 'van']);

/** @typedef {(typeof VEHICLE_SIZES)[number]} VehicleSize */

/** Each size's name, and the cars it means (BOOKING.md 1's words). */
export const VEHICLE_SIZE_LABELS = /** @type {const} */ ({
  small: { name: 'Small', cars: 'hatchback' },
  medium: { name: 'Medium', cars: 'saloon, estate' },
  large: { name: 'Large', cars: 'SUV, 4x4, MPV' },
  van: { name: 'Van', cars: '' },
});
