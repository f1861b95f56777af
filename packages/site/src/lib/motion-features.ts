import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, in their own chunk (see `loadMotionFeatures`). */
export default domAnimation;
