import { useState } from 'react';
import { cn } from '../../../lib/cn';

interface ProfileAvatarProps {
  imageUrl: string | null;
  name: string | null;
  email: string | null;
  className?: string;
}

/** Spec §2.7: the profile picture, else the first letter of the name or email, else 'U'. */
export function avatarInitial(name: string | null, email: string | null): string {
  const source = name?.trim() || email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}

export function ProfileAvatar({ imageUrl, name, email, className }: ProfileAvatarProps) {
  // A picture that fails to load is hidden (spec §8); the letter shows instead.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;

  return (
    <span
      className={cn(
        'relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-violet-400 to-pink-400 text-3xl font-bold text-primary-foreground ring-4 ring-primary/20',
        className,
      )}
    >
      {showImage ? (
        <img
          src={imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span aria-hidden="true">{avatarInitial(name, email)}</span>
      )}
    </span>
  );
}
