import type { BlogPost } from './blog-types.ts';

/** GET <rest_url>strata/v1/posts: the newest posts with this visitor's like state (server/site/content-http.ts). */
export async function fetchPosts(restUrl: string, perPage: number, signal: AbortSignal): Promise<BlogPost[]> {
  const res = await fetch(`${restUrl}strata/v1/posts?per_page=${perPage}`, { credentials: 'same-origin', signal });
  if (!res.ok) throw new Error(`posts: the server answered ${res.status}`);
  const posts: unknown = await res.json();
  if (!Array.isArray(posts) || !posts.every(isPost)) throw new Error('posts: expected an array of posts');
  return posts;
}

function isPost(value: unknown): value is BlogPost {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p['id'] === 'number' &&
    typeof p['title'] === 'string' &&
    typeof p['excerpt'] === 'string' &&
    typeof p['likes'] === 'number' &&
    typeof p['liked'] === 'boolean'
  );
}
