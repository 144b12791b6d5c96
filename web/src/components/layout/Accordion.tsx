// Numbered step accordion on native <details>/<summary>: keyboard and screen-reader support come
// from the browser, and every step stays readable without JavaScript.
export interface AccordionItem {
  title: string;
  text: string;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Shows the first step expanded so readers see that the steps open. */
  openFirst?: boolean;
}

export function Accordion({ items, openFirst = true }: AccordionProps) {
  return (
    <ol className="pub-accordion">
      {items.map((item, index) => (
        <li key={item.title} className="pub-accordion__item">
          <details open={openFirst && index === 0}>
            <summary>
              <span className="pub-accordion__step" aria-hidden="true">
                {index + 1}
              </span>
              <span className="pub-accordion__title">
                <span className="pub-visually-hidden">Step {index + 1}: </span>
                {item.title}
              </span>
            </summary>
            <div className="pub-accordion__body">
              <p>{item.text}</p>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
