/**
 * The sections panel's texts (editor/sections.ts): SPEC section 2 names the
 * sections and the nine grid positions; the labels are Vitrine's.
 */
import type { GridPosition, SectionType, SliceType, SsoOption } from './sections.js';

export const SECTIONS_TEXTS = {
  panel: 'Sections',
  chooseSection: 'Section',
  types: { 'cover-page': 'Cover page', 'lock-screen': 'Lock screen', 'popup-overlay': 'Popup overlay', 'sso-screen': 'SSO screen' } satisfies Record<SectionType, string>,
  about: {
    'cover-page': 'A landing page at {path}.',
    'lock-screen': 'What visitors see while the site is locked with a password.',
    'popup-overlay': 'A dialog over the site’s pages, until a visitor closes it or signs up.',
    'sso-screen': 'A sign-in page at {path}.',
  } satisfies Record<SectionType, string>,
  enabled: 'Show this section',
  position: 'Content position',
  positions: {
    'top-left': 'Top left',
    'top-center': 'Top centre',
    'top-right': 'Top right',
    'center-left': 'Centre left',
    'center-center': 'Centre',
    'center-right': 'Centre right',
    'bottom-left': 'Bottom left',
    'bottom-center': 'Bottom centre',
    'bottom-right': 'Bottom right',
  } satisfies Record<GridPosition, string>,
  slices: {
    heading: 'Heading',
    body: 'Text',
    image: 'Image',
    buttons: 'Button',
    'popup-overlay-action': 'Button',
    newsletter: 'Newsletter sign-up',
    password: 'Password form',
    'sso-options': 'Sign-in options',
  } satisfies Partial<Record<SliceType, string>>,
  headingText: 'Heading',
  bodyText: 'Text (a blank line starts a paragraph)',
  buttonLabel: 'Button label',
  buttonLink: 'Button link',
  newsletterOn: 'Offer a newsletter sign-up',
  emailLabel: 'Email field label',
  newsletterButton: 'Sign-up button label',
  successText: 'Thank-you text',
  imageFile: 'Background image',
  imageAlt: 'Alt text',
  removeImage: 'Remove image',
  ssoOptions: { 'sign-in': 'Sign in', 'sign-up': 'Create account' } satisfies Record<SsoOption, string>,
  passwordNote: 'Visitors type the site’s password here to get in.',
  save: 'Save section',
  saved: 'Section saved',
  version: 'Popup version {version}',
  showAgain: 'Show again to visitors who closed it',
  shownAgain: 'Visitors who closed it will see it again (version {version}).',
  viewOnSite: 'View on site',
} as const;
