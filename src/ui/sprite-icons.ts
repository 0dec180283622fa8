/*
 * The Tabler icons the components draw with <SpriteIcon icon={…}> from the page's sprite (src/ui/sprite-icon.tsx).
 * Components take their icons from here, not from @tabler/icons-react, whose components write the icon's paths into
 * every element (a unit test keeps it so); the content's icons come from `virtual:icons`, built the same way.
 */
import type { SpriteIconData } from './sprite-icon.tsx';
import { __iconNode as arrowLeft } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { __iconNode as arrowRight } from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import { __iconNode as brandWhatsapp } from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
import { __iconNode as calendarEvent } from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { __iconNode as check } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { __iconNode as chevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { __iconNode as circleCheck } from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { __iconNode as circleCheckFilled } from '@tabler/icons-react/dist/esm/icons/IconCircleCheckFilled.mjs';
import { __iconNode as clock } from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { __iconNode as externalLink } from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { __iconNode as eye } from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import { __iconNode as mail } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { __iconNode as mailFast } from '@tabler/icons-react/dist/esm/icons/IconMailFast.mjs';
import { __iconNode as mapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { __iconNode as phone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { __iconNode as quote } from '@tabler/icons-react/dist/esm/icons/IconQuote.mjs';
import { __iconNode as route } from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import { __iconNode as search } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { __iconNode as send } from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { __iconNode as sparkles } from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
import { __iconNode as star } from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import { __iconNode as starFilled } from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import { __iconNode as users } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { __iconNode as x } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';

export const IconArrowLeft: SpriteIconData = { type: 'outline', name: 'arrow-left', node: arrowLeft };
export const IconArrowRight: SpriteIconData = { type: 'outline', name: 'arrow-right', node: arrowRight };
export const IconBrandWhatsapp: SpriteIconData = { type: 'outline', name: 'brand-whatsapp', node: brandWhatsapp };
export const IconCalendarEvent: SpriteIconData = { type: 'outline', name: 'calendar-event', node: calendarEvent };
export const IconCheck: SpriteIconData = { type: 'outline', name: 'check', node: check };
export const IconChevronDown: SpriteIconData = { type: 'outline', name: 'chevron-down', node: chevronDown };
export const IconCircleCheck: SpriteIconData = { type: 'outline', name: 'circle-check', node: circleCheck };
export const IconCircleCheckFilled: SpriteIconData = { type: 'filled', name: 'circle-check-filled', node: circleCheckFilled };
export const IconClock: SpriteIconData = { type: 'outline', name: 'clock', node: clock };
export const IconExternalLink: SpriteIconData = { type: 'outline', name: 'external-link', node: externalLink };
export const IconEye: SpriteIconData = { type: 'outline', name: 'eye', node: eye };
export const IconMail: SpriteIconData = { type: 'outline', name: 'mail', node: mail };
export const IconMailFast: SpriteIconData = { type: 'outline', name: 'mail-fast', node: mailFast };
export const IconMapPin: SpriteIconData = { type: 'outline', name: 'map-pin', node: mapPin };
export const IconPhone: SpriteIconData = { type: 'outline', name: 'phone', node: phone };
export const IconQuote: SpriteIconData = { type: 'outline', name: 'quote', node: quote };
export const IconRoute: SpriteIconData = { type: 'outline', name: 'route', node: route };
export const IconSearch: SpriteIconData = { type: 'outline', name: 'search', node: search };
export const IconSend: SpriteIconData = { type: 'outline', name: 'send', node: send };
export const IconSparkles: SpriteIconData = { type: 'outline', name: 'sparkles', node: sparkles };
export const IconStar: SpriteIconData = { type: 'outline', name: 'star', node: star };
export const IconStarFilled: SpriteIconData = { type: 'filled', name: 'star-filled', node: starFilled };
export const IconUsers: SpriteIconData = { type: 'outline', name: 'users', node: users };
export const IconX: SpriteIconData = { type: 'outline', name: 'x', node: x };
