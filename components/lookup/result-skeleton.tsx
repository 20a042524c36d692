import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of the result card while the provider answers. */
export function ResultSkeleton() {
  return (
    <Card className="grid gap-5" data-testid="lookup-loading">
      <div className="grid gap-2">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        {["amounts", "times", "ids", "merchant"].map((group) => (
          <div key={group} className="grid gap-3">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    </Card>
  );
}
