/**
 * For `<LazyMotion features={loadMotionFeatures}>`: the animation engine loads after the page,
 * off the critical path. Until then `m.*` elements render in their final state, which is what a
 * prerendered page shows anyway.
 */
export const loadMotionFeatures = () => import('./motion-features').then((m) => m.default);
