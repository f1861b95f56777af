/** Whether this browser can receive push notifications here, and if not, why. */
export type PushSupport = 'supported' | 'unsupported' | 'needs-home-screen';

export interface PushEnvironment {
  readonly hasServiceWorker: boolean;
  readonly hasPushManager: boolean;
  readonly hasNotification: boolean;
  /** iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
  readonly isIos: boolean;
  /** Opened from the Home Screen (an installed app), not a browser tab. */
  readonly isStandalone: boolean;
}

/**
 * iOS and iPadOS (16.4+) allow web push only in an app added to the Home Screen; in Safari they
 * hide the Push API altogether, so "not supported" would be the wrong advice there.
 */
export function pushSupport(env: PushEnvironment): PushSupport {
  if (env.isIos && !env.isStandalone) return 'needs-home-screen';
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return 'unsupported';
  return 'supported';
}

function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function browserPushEnvironment(): PushEnvironment {
  const nav = window.navigator;
  const standaloneFlag = 'standalone' in nav && nav.standalone === true;
  return {
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    isIos: isIosDevice(nav.userAgent, nav.platform, nav.maxTouchPoints),
    isStandalone: standaloneFlag || window.matchMedia('(display-mode: standalone)').matches,
  };
}
