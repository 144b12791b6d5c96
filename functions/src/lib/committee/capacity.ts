// The committee's capacity against the papers open for review: the counters for how many papers are
// open, in all and per topic (a read per shard, whatever the number of papers), and the committee's
// records, whose number is the committee's size.
import { callTopics, committeeCapacity, defaultReviewSettings, openStatuses, topicKey, type Capacity } from '@confsys/domain';
import { readIdentity } from '../conference/identity';
import { readStats } from '../dashboard/stats';
import { configDocs, documents } from '../documents';

export async function readCapacity(): Promise<Capacity> {
  const [identity, stats, settings, reviewers] = await Promise.all([
    readIdentity(),
    readStats(),
    configDocs.reviewing.get().then((snapshot) => snapshot.data() ?? defaultReviewSettings),
    documents.reviewers.select('load', 'topics').get(),
  ]);
  const topics = callTopics(identity);
  const counts = topics.map((topic) => [topic, stats.openTopics[topicKey(topic)] ?? 0] as const);
  const members = reviewers.docs.map((doc) => ({ load: doc.get('load') as unknown, topics: doc.get('topics') as unknown }));
  const loaded = members.flatMap((member) =>
    typeof member.load === 'number' ? [{ load: member.load, topics: Array.isArray(member.topics) ? member.topics.filter((topic): topic is string => typeof topic === 'string') : [] }] : [],
  );
  return committeeCapacity({
    reviewersPerPaper: settings.reviewersPerPaper,
    papers: openStatuses.reduce((sum, status) => sum + (stats.statusCounts[status] ?? 0), 0),
    papersPerTopic: Object.fromEntries(counts),
    topics,
    reviewers: loaded,
    withoutLoad: members.length - loaded.length,
  });
}
