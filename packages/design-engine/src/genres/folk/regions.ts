/**
 * Folk's regional traditions, read off an artist's genre strings (lowercase): each leads its sets
 * with a layout of its own (knotwork for Celtic trad, the azulejo panel for fado) while the rest
 * of the set still draws from folk's shared layouts, so an Irish singer, a fadista and a
 * bluegrass band no longer get the same wreath with the name swapped.
 */

/**
 * Irish, Scottish, Breton, Manx and Welsh traditional music. Celtic punk and Celtic metal are
 * their own families' (punk, metal) and never reach folk's layouts.
 */
export const CELTIC =
  /celtic|irish|scottish|gaelic|breton|sean-n[oó]s|manx|cape breton|highland|\bceilidh|\btrad\b/;

/** Portugal's song: fado and its Portuguese folk kin. */
export const FADO = /\bfado|fadista|portugu|guitarra portuguesa/;

/** Appalachian string-band music: bluegrass, old-time, mountain music. */
export const BLUEGRASS =
  /bluegrass|newgrass|old-time|old time|appalachian|mountain music|string band/;

/** Never Celtic folk, whatever else is listed: the band is a punk or metal act. */
export const NOT_FOLK_CELTIC = /punk|metal/;

/** The Americas, by country name: where hummingbirds live (a paper cut elsewhere has doves). */
export const AMERICAS =
  /united states|canada|mexico|guatemala|belize|el salvador|honduras|nicaragua|costa rica|panama|cuba|dominican|haiti|jamaica|puerto rico|trinidad|bahamas|barbados|colombia|venezuela|ecuador|peru|bolivia|chile|argentina|uruguay|paraguay|brazil|guyana|suriname/i;
