import { z } from 'zod';

/**
 * The icons the site ships, by the name marketers write in YAML.
 * `src/icons.ts` maps each name to its Tabler component; a name listed here
 * without a component there fails the type check.
 */
export const iconNames = [
  'ad', 'aperture', 'arrow-right', 'award', 'ball-american-football', 'ball-basketball',
  'ball-football', 'ball-volleyball', 'barbell', 'bell', 'bike', 'bolt', 'brain',
  'brand-facebook', 'brand-google', 'brand-instagram', 'brand-linkedin', 'brand-tiktok',
  'brand-whatsapp', 'brand-youtube', 'building', 'building-store', 'bulb', 'calendar',
  'calendar-event', 'camera', 'chart-bar', 'chart-line', 'chart-pie', 'check', 'circle-check',
  'clipboard-check', 'clock', 'cloud', 'code', 'coin', 'compass', 'database', 'device-laptop',
  'device-mobile', 'discount', 'drone', 'eye', 'file-analytics', 'flame', 'gauge', 'hand-click',
  'headset', 'heart', 'heart-handshake', 'heart-rate-monitor', 'home', 'infinity', 'kayak',
  'layout-dashboard', 'list-search', 'lock', 'mail', 'map-2', 'map-pin', 'map-search', 'medal',
  'messages', 'message-chatbot', 'mountain', 'movie', 'news', 'palette', 'pencil', 'phone',
  'photo', 'plug-connected', 'presentation', 'report-analytics', 'ripple', 'robot', 'rocket',
  'route', 'run', 'sailboat', 'scale', 'search', 'send', 'seo', 'settings-automation', 'shield-check',
  'shirt', 'shopping-cart', 'sparkles', 'speakerphone', 'star', 'stretching', 'swimming',
  'target-arrow', 'tent', 'thumb-up', 'trending-up', 'trophy', 'user-check', 'users',
  'users-group', 'video', 'world', 'world-www', 'yoga', 'zoom-check',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconNameSchema = z
  .enum(iconNames)
  .describe('Nome di un’icona del set del sito (Tabler), per esempio "brand-instagram" o "chart-line".');
