// A text the chair typed on Settings (an overview, the venue, a highlight) as the public pages print it:
// each of its lines a paragraph, so the line breaks typed survive; nothing for an empty text.
export function Paragraphs({ text }: { text: string }) {
  const lines = text.split(/\s*\n\s*/).filter((line) => line !== '');
  return (
    <>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </>
  );
}
