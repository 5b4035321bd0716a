import { userRoleCategories, type UserRoleCategory, type UserRoleId } from '@encore/contracts';
import {
  Briefcase,
  Disc3,
  Guitar,
  Headphones,
  Mic,
  Sparkles,
  Video,
  type LucideIcon,
} from 'lucide-react';

// The role cards of user-role-selection (spec §3): seven self-described roles in three
// categories. A role changes nothing the user may do.

export interface RoleCard {
  id: UserRoleId;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const roleCards: readonly RoleCard[] = [
  {
    id: 'solo-artist',
    title: 'Solo Artist',
    description: 'I make music under my own name',
    icon: Mic,
  },
  {
    id: 'band-member',
    title: 'Band Member',
    description: 'I play in a band or group',
    icon: Guitar,
  },
  {
    id: 'producer',
    title: 'Producer',
    description: 'I produce, write or mix music',
    icon: Headphones,
  },
  {
    id: 'content-creator',
    title: 'Content Creator',
    description: 'I make videos or posts about music',
    icon: Video,
  },
  { id: 'manager', title: 'Manager', description: 'I manage one or more artists', icon: Briefcase },
  { id: 'label', title: 'Record Label', description: 'I run or work at a label', icon: Disc3 },
  { id: 'other', title: 'Other', description: 'Something else', icon: Sparkles },
];

export const categoryTitles: Readonly<Record<UserRoleCategory, string>> = {
  creator: 'Creators',
  business: 'Business',
  other: 'Something else',
};

/** The cards grouped by category, in the order creator, business, other. */
export function rolesByCategory(): { category: UserRoleCategory; roles: RoleCard[] }[] {
  const order: UserRoleCategory[] = ['creator', 'business', 'other'];
  return order.map((category) => ({
    category,
    roles: roleCards.filter((role) => userRoleCategories[role.id] === category),
  }));
}
