/** A post card as GET /wp-json/strata/v1/posts lists it, with this visitor's like state (per visitor: no-store). */
export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  image: string | null;
  /** ISO 8601. */
  date: string;
  author: string;
  /** How many visitors like it. */
  likes: number;
  /** Whether this visitor does. */
  liked: boolean;
}
