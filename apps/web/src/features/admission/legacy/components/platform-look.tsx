import type { SocialPlatformId } from '@encore/contracts';
import {
  AtSign,
  AudioLines,
  Camera,
  Cloud,
  Globe,
  SquarePlay,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../../lib/cn';

// How the onboarding screens show each social platform: a generic icon on the platform's
// colours (no trademarked logos), a line on what it is for, and an example link.

interface PlatformLook {
  icon: LucideIcon;
  /** Tailwind gradient stops for the icon tile. */
  tint: string;
  blurb: string;
  example: string;
}

export const platformLooks: Readonly<Record<SocialPlatformId, PlatformLook>> = {
  instagram: {
    icon: Camera,
    tint: 'from-fuchsia-500 via-pink-500 to-amber-400',
    blurb: 'Photos, reels and stories',
    example: 'https://instagram.com/yourname',
  },
  tiktok: {
    icon: AudioLines,
    tint: 'from-cyan-400 to-pink-500',
    blurb: 'Short videos and sounds',
    example: 'https://tiktok.com/@yourname',
  },
  youtube: {
    icon: SquarePlay,
    tint: 'from-red-500 to-red-700',
    blurb: 'Music videos and your channel',
    example: 'https://youtube.com/@yourchannel',
  },
  twitter: {
    icon: AtSign,
    tint: 'from-zinc-500 to-zinc-800',
    blurb: 'Updates and conversations',
    example: 'https://x.com/yourname',
  },
  facebook: {
    icon: Users,
    tint: 'from-blue-500 to-blue-700',
    blurb: 'Your page and events',
    example: 'https://facebook.com/yourpage',
  },
  soundcloud: {
    icon: Cloud,
    tint: 'from-orange-400 to-orange-600',
    blurb: 'Tracks, mixes and demos',
    example: 'https://soundcloud.com/yourname',
  },
  website: {
    icon: Globe,
    tint: 'from-violet-500 to-indigo-600',
    blurb: 'Your own site',
    example: 'https://yourband.com',
  },
};

export function PlatformIcon({
  platform,
  className,
}: {
  platform: SocialPlatformId;
  className?: string;
}) {
  const { icon: Icon, tint } = platformLooks[platform];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-md',
        tint,
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
