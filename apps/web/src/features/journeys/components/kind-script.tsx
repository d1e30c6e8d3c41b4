import type { RequestTodo } from '../utils/journey-todo';
import { TodoValues } from './todo-body';

/**
 * A checklist item's script for its kind: what to say, what to ask for, the instruction (a death
 * notification) and the values to quote, each with a copy button from `copyFrom` on.
 */
export function KindScript({ todo, copyFrom = 0 }: { todo: RequestTodo; copyFrom?: number }) {
  return (
    <div className="flex flex-col gap-3">
      <p>
        <span className="font-medium">What to say:</span> “{todo.say}”
      </p>
      {todo.instruction ? (
        <p>
          <span className="font-medium">Your instruction:</span> {todo.instruction}
        </p>
      ) : null}
      <div>
        <p className="font-medium">What to ask for:</p>
        <ul className="list-disc pl-5">
          {todo.ask.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {todo.values.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="font-medium">What to quote:</p>
          <TodoValues values={todo.values} copyFrom={copyFrom} />
        </div>
      ) : null}
    </div>
  );
}
