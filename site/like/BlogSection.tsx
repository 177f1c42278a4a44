import { useEffect, useState } from 'react';
import { useSite } from '../site-context.tsx';
import { BLOG_TEXT, LIKE_TEXT } from '../strings.ts';
import { fetchPosts } from './blog-client.ts';
import type { BlogPost } from './blog-types.ts';
import { LikeButton } from './LikeButton.tsx';
import { LikeStoreProvider, useLikeStore } from './like-context.tsx';
import { formatLikeCount } from './like-count.ts';
import { likeKey } from './like-store.ts';
import './blog.css';

const POST_COUNT = 3;
const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The home page's blog section: the three newest posts, each card with two like buttons (a badge over the image
 * and one in the footer) that change together. The posts and this visitor's like state come from the server
 * after load: the page is a static build, and like state is per visitor.
 */
export function BlogSection() {
  return (
    <section id="blog" className="site-section blog-section" aria-labelledby="blog-title">
      <h2 id="blog-title">{BLOG_TEXT.title}</h2>
      <p>{BLOG_TEXT.intro}</p>
      <LikeStoreProvider>
        <BlogCards />
      </LikeStoreProvider>
    </section>
  );
}

type Load = { state: 'loading' } | { state: 'ready'; posts: BlogPost[] } | { state: 'failed' };

function BlogCards() {
  const { settings } = useSite();
  const store = useLikeStore();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    fetchPosts(settings.rest_url, POST_COUNT, abort.signal).then(
      (posts) => {
        if (abort.signal.aborted) return;
        for (const post of posts) {
          store.set(likeKey(post.id, false), { liked: post.liked, countText: formatLikeCount(post.likes, LIKE_TEXT.like), pending: false });
        }
        setLoad({ state: 'ready', posts });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        console.warn(`Blog: ${(err as Error).message}`);
        setLoad({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [settings.rest_url, store]);

  if (load.state === 'failed') return <p className="blog-section__status">{BLOG_TEXT.loadFailed}</p>;
  if (load.state === 'loading') return <div className="blog-grid" aria-busy="true" />;
  return (
    <div className="blog-grid">
      {load.posts.map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </div>
  );
}

function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article id={`post-${post.id}`} className="blog-card" aria-labelledby={`post-${post.id}-title`}>
      <div className="blog-card__media">
        {post.image ? <img src={post.image} alt="" loading="lazy" /> : null}
        <LikeButton postId={post.id} variant="badge" />
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> · {post.author}
        </p>
        <h3 id={`post-${post.id}-title`}>{post.title}</h3>
        <p className="blog-card__excerpt">{post.excerpt}</p>
      </div>
      <footer className="blog-card__footer">
        <LikeButton postId={post.id} />
      </footer>
    </article>
  );
}
