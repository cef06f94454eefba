# Prints HammerDB's PostgreSQL TPROC-H query N with the given substitution values, read from HammerDB's own
# source (proc set_query in src/postgresql/pgolap.tcl), so the text is exactly what its driver sends.
#   tclsh bench/tpch-hammerdb-sql.tcl HAMMERDB_HOME N VALUE1 VALUE2 ...   (VALUEi replaces :i)
# Q15 prints HammerDB's three statements (create view, query, drop view) separated by ";".
lassign $argv home n
set values [lrange $argv 2 end]
set f [open [file join $home src postgresql pgolap.tcl]]
set src [read $f]
close $f
# The driver's proc is the first "proc set_query { myposition }" in the file; take the complete command.
set start [string first "proc set_query \{ myposition \}" $src]
if {$start < 0} { puts stderr "set_query not found in pgolap.tcl"; exit 2 }
set end [string first "\n\}" $src $start]
while {![info complete [string range $src $start [expr {$end + 1}]]]} { set end [string first "\n\}" $src [expr {$end + 1}]] }
eval [string range $src $start [expr {$end + 1}]]
set_query 0
# Longest placeholder first, so that :10 is not read as :1 followed by 0.
set map {}
for {set i [llength $values]} {$i >= 1} {incr i -1} { lappend map ":$i" [lindex $values [expr {$i - 1}]] }
puts [string map $map $sql($n)]
