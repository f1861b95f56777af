export {
  checkSiteContent,
  type ContentProblem,
  HeroSchema,
  PhotoRefSchema,
  PhotoSchema,
  type ServiceText,
  ServiceTextSchema,
  ServicesSchema,
  type SiteContent,
  SiteContentSchema,
  type SitePhoto,
  type Testimonial,
  TestimonialSchema,
} from './schema';
export {
  GALLERY_PHOTOS,
  HERO_SLIDES,
  SERVICE_SLUGS,
  type ServiceSlug,
  TESTIMONIALS,
} from './slugs.js';
