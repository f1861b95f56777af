import type { ImageKey, ServiceSlug } from '../image-keys';

/** A headed list: "What's Included", "Exterior Includes", "Benefits", ... */
export interface ListSection {
  heading: string;
  items: readonly string[];
}

/** The Service Details box. Price and duration come from the catalogue. */
export interface ServiceFacts {
  price: string;
  duration: string;
  /** Where the work is done. */
  location: string;
  /** How often, where the spec recommends a rhythm. */
  recommended?: string;
}

/**
 * Every detail page's quote button: to /book-online, with the page's service chosen
 * (`/book-online/{slug}`, prerendered with it in the form, so it is kept without JavaScript).
 */
export interface CallToAction {
  label: string;
  href: `/book-online/${ServiceSlug}`;
}

export interface Seo {
  /** Under 60 characters, ending with the business name. */
  title: string;
  /** 120 to 160 characters. */
  description: string;
}

interface DetailBase {
  slug: ServiceSlug;
  name: string;
  heroImageKey: ImageKey;
  intro: string;
  details: ServiceFacts;
  cta: CallToAction;
  seo: Seo;
}

export interface AddOn {
  name: string;
  description: string;
}

/** Most service pages: what's included, the details box, who it suits and what pairs well. */
export interface StandardDetail extends DetailBase {
  kind: 'standard';
  included: readonly ListSection[];
  idealFor: readonly string[];
  pairing: string;
  addOn?: AddOn;
}

export type ProtectionYears = 1 | 3 | 5;

export interface ProcessStep {
  title: string;
  description: string;
}

/** /services/ceramic-coating: preparation process, benefits, POA and 1/3/5-year options. */
export interface CeramicCoatingDetail extends DetailBase {
  kind: 'ceramic-coating';
  /** `${name} Services` */
  title: string;
  preparation: { heading: string; steps: readonly ProcessStep[] };
  benefits: ListSection;
  protectionYears: readonly ProtectionYears[];
  protectionOptions: readonly { years: ProtectionYears; label: string; description: string }[];
}

/** Key of an inline SVG icon drawn by the page. */
export type ExtraIcon = 'wheel' | 'trim' | 'glass';

export interface CeramicExtra {
  name: 'Wheel Coating' | 'Exterior Trim Coating' | 'Glass Coating';
  icon: ExtraIcon;
  description: string;
  points: readonly string[];
}

/** /services/ceramic-extras: three extras and a pricing card (each, or all three). */
export interface CeramicExtrasDetail extends DetailBase {
  kind: 'ceramic-extras';
  extras: readonly CeramicExtra[];
  /** How long the extras protect: "1-5 years". */
  protection: string;
  pricing: {
    eachLabel: string;
    bundleLabel: string;
    note: string;
  };
}

export interface WashStep {
  label: string;
  description: string;
}

/** /services/annual-ceramic-coating-maintenance-wash: five steps, once a year. */
export interface MaintenanceWashDetail extends DetailBase {
  kind: 'maintenance-wash';
  steps: readonly WashStep[];
  /** The coatings it is recommended for, annually. */
  forCoatingYears: readonly ProtectionYears[];
}

export type ServiceDetail =
  StandardDetail | CeramicCoatingDetail | CeramicExtrasDetail | MaintenanceWashDetail;
